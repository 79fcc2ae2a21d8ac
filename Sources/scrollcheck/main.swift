print("scrollcheck: not yet")
